// The standalone page (npm run dev -w mfe-admin, port 3003): the back office without the shell.
import { Navigate, Route, Routes } from 'react-router-dom';
import { renderStandalone } from 'mfe-shared';
import AdminRoutes from './app/admin-routes';

void renderStandalone(
  <Routes>
    <Route path="/admin/*" element={<AdminRoutes />} />
    <Route path="*" element={<Navigate to="/admin" replace />} />
  </Routes>,
);
