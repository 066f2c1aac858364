import { renderStandalone } from 'mfe-shared';
import MarketingRoutes from './app/marketing-routes';

void renderStandalone(<MarketingRoutes />);
