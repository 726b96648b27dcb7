// What every app gets for `import … from 'react-router-dom'` (webpack aliases the request here, see
// build/webpack.cjs). Re-exporting only the browser routing API lets webpack drop react-router's
// server, data-loading and RSC code from the shared chunk: shared modules are never tree-shaken,
// but their own imports are. Add a name here when an app needs one that is missing.
export {
  BrowserRouter,
  MemoryRouter,
  Routes,
  Route,
  Link,
  NavLink,
  Navigate,
  Outlet,
  useNavigate,
  useLocation,
  useParams,
  useSearchParams,
  useMatch,
  useOutletContext,
  useHref,
  useResolvedPath,
  useInRouterContext,
  generatePath,
  matchPath,
  createSearchParams,
  UNSAFE_RouteContext,
  UNSAFE_NavigationContext,
  UNSAFE_LocationContext,
} from 'react-router';
export type { Location, NavigateFunction, NavigateOptions, To, Params, PathMatch, RouteObject } from 'react-router';
