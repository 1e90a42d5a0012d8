export declare const APP_PORT: number;
export declare const GATEWAY_PORT: number;
export declare const RELAY_PORT: number;
export declare const FARCASTER_APP_PORT: number;
export declare function splitDevArgs(argv: readonly string[]): { appPort: number | null; gatewayArgs: string[] };
export declare function namedGatewayPort(gatewayArgs: readonly string[]): string | null;
export declare function portIsFree(port: number): Promise<boolean>;
export declare function portOrAnother(preferred: number): Promise<number>;
export declare function freePort(preferred: number): Promise<number>;
