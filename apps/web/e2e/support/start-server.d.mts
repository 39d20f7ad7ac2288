export type ProductionServer = { baseURL: string; dataDir: string; stop(): Promise<void> };
export function startProductionServer(options?: {
  env?: Record<string, string>;
}): Promise<ProductionServer>;
