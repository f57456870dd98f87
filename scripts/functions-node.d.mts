// Types of functions-node.mjs for the TypeScript callers (web/e2e).
export declare const FUNCTIONS_NODE_VERSION: string;
export declare function productionRuntime(): string;
export declare function productionNodeMajor(): number;
export declare function functionsNodePath(): string;
