import React from 'react';
import { UNSAFE_NavigationContext } from 'react-router-dom';
import { ThemeContext } from 'styled-components';
import { toast } from 'react-hot-toast';
import { session$ } from '@chapter/shared';
import { registerFederationProbe } from '@chapter/shared/diagnostics';

/** Lets the e2e suite check that the shell and the remotes hold the same singletons. */
export function registerShellProbe(): void {
  registerFederationProbe('shell', { React, routerContext: UNSAFE_NavigationContext, ThemeContext, toast, session$ });
}
