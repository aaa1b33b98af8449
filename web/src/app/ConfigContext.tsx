import { createContext, useContext } from 'react';
import type { ConfigResult } from './config';

const ConfigContext = createContext<ConfigResult>({
  ok: false,
  error: 'No configuration provided',
});

export const ConfigProvider = ConfigContext.Provider;

/** The runtime configuration, or null when /config.json was missing or invalid. */
export function useRuntimeConfig() {
  const result = useContext(ConfigContext);
  return result.ok ? result.config : null;
}

export function useConfigResult(): ConfigResult {
  return useContext(ConfigContext);
}
