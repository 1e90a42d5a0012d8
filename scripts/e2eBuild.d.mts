export declare const E2E_APP_PORT: number;
export declare function e2eBuild(): { command: string; args: string[]; env: Record<string, string> };
export declare function e2eWebServerCommand(): string;
