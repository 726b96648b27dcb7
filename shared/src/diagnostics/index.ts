export { registerFederationProbe, federationProbeReport } from './probe';
export type { FederationProbeInstances, FederationProbeReport, ProbeKind } from './probe';
