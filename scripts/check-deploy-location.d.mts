// Types of check-deploy-location.mjs for the TypeScript callers (functions' deploy tests).
export declare const REGION: string;
export declare function locationProblems(where: {
  configured: string | undefined;
  database?: string | null;
  bucket?: string | null;
  project?: string;
}): string[];
