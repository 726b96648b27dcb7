/** Types of compat.cjs (the deployed shell's check of a remote build). */
export interface ManifestShared {
  name: string;
  singleton?: boolean;
  requiredVersion?: string;
}
export declare const RUNTIME_CORE: '@module-federation/runtime-core';
export declare function incompatibility(
  pkg: string,
  manifest: { shared?: ManifestShared[] },
  shellProvides: Record<string, string> | null | undefined,
  runtimeNeeded: string,
  satisfy: (version: string, range: string) => boolean,
): string | null;
