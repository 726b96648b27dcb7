import type { DefaultTheme } from 'styled-components';
import { theme as defaultTheme } from './theme';

type ThemeProps = { theme?: Partial<DefaultTheme> };

// Fall back to the default tokens so a component rendered without a ThemeProvider (a test, a storybook) still looks right.
const pick = <K extends keyof DefaultTheme>(props: ThemeProps, key: K): DefaultTheme[K] => (props.theme && props.theme[key]) || defaultTheme[key];

/** Token getters for styled-components templates: `color: ${color('text')};`. */
export const color = (name: keyof DefaultTheme['colors']) => (props: ThemeProps) => pick(props, 'colors')[name];
export const radius = (name: keyof DefaultTheme['radii']) => (props: ThemeProps) => pick(props, 'radii')[name];
export const shadow = (name: keyof DefaultTheme['shadows']) => (props: ThemeProps) => pick(props, 'shadows')[name];
export const space = (name: keyof DefaultTheme['spacing']) => (props: ThemeProps) => pick(props, 'spacing')[name];
export const font = (name: keyof DefaultTheme['fonts']) => (props: ThemeProps) => pick(props, 'fonts')[name];
export const zIndex = (name: keyof DefaultTheme['zIndex']) => (props: ThemeProps) => pick(props, 'zIndex')[name];
