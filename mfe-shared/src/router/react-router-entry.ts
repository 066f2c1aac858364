// The module the federation provides for `react-router` and `react-router-dom`
// (docs/decisions/004-lean-shared-runtime.md). A shared package ships whole because the
// provider cannot know what consumers will call; this entry names what the site uses, so the
// rest of react-router (data routers, SSR, forms, fetchers) is tree-shaken away.
// scripts/test/narrow-entries.test.mjs fails when code imports a name missing here.
export {
  BrowserRouter,
  createSearchParams,
  Link,
  matchPath,
  MemoryRouter,
  Navigate,
  NavLink,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useOutletContext,
  useParams,
  useResolvedPath,
  useSearchParams,
} from '@react-router-full';
