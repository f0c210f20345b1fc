// What the front ends use of react-router, and all that the shared `react-router-dom` singleton carries (see
// mf-shared.cjs). A federated shared module cannot be tree-shaken by its consumers, so sharing the package whole sent
// every visitor the data routers, the server runtime, cookies and sessions (51 KB brotli) for a BrowserRouter and a
// few hooks. Webpack tree-shakes this file like any other module. A name missing here fails lint
// (eslint.config.mjs reads this list), not a page at run time.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useSearchParams,
} from 'react-router';
