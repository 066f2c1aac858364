// The module this remote exposes: every public route plus the 404 page, and the footer.
import { Route, Routes } from 'react-router-dom';
import { RemoteRoot } from 'mfe-shared';
import { PUBLIC_ROUTES } from '../config/public-routes';
import { SiteFooter } from '../features/footer/site-footer';
import { NotFoundPage } from '../features/not-found/not-found-page';
import { SummaryPage } from '../features/pages/summary-page';

export default function MarketingRoutes() {
  return (
    <RemoteRoot name={__APP_NAME__} version={__APP_VERSION__}>
      <Routes>
        {PUBLIC_ROUTES.map((route) => (
          <Route key={route.path} path={route.path} element={<SummaryPage route={route} />} />
        ))}
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
      <SiteFooter />
    </RemoteRoot>
  );
}
