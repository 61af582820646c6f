// The pack CLI ships no types; only what the build checks call.
declare module "@foundryvtt/foundryvtt-cli" {
  export function extractPack(src: string, dest: string, options?: { clean?: boolean; yaml?: boolean; log?: boolean }): Promise<void>;
  export function compilePack(src: string, dest: string, options?: { recursive?: boolean; yaml?: boolean; log?: boolean }): Promise<void>;
}
