// Types of demo-second-factor.mjs for the TypeScript callers (web/e2e).
export declare const DEMO_SUPERADMIN_EMAIL: string;
export declare const DEMO_SUPERADMIN_TOTP_SECRET: string;
export declare function demoSuperadminCode(timestamp?: number): string;
export declare function untilNextCode(): number;
export declare function passSuperadminSecondFactor(base: string, idToken: string): Promise<void>;
