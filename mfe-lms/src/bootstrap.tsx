import { Navigate, Route, Routes } from 'react-router-dom';
import { renderStandalone } from 'mfe-shared';
import LmsRoutes from './app/lms-routes';

void renderStandalone(
  <Routes>
    <Route path="/lms/*" element={<LmsRoutes />} />
    <Route path="*" element={<Navigate to="/lms" replace />} />
  </Routes>,
);
