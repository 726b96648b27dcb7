export { loadSandboxData, normalizeSandboxData, type SandboxData } from './data';
export { SANDBOX_PREFIXES, sandboxPlatformEnv, startSandbox, type Outage, type Sandbox, type SandboxOptions } from './server';
