// The theme's values and the contrast maths without styled-components, for pages drawn outside React (the API's setup page).
export { theme } from './theme';
export { contrastRatio, TEXT_CONTRAST } from './contrast';
