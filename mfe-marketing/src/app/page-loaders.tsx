// Route-level code splitting inside the remote: the home page ships with the exposed module
// (it is the landing page, and the bench's first paint); every other page is its own chunk.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import HomePage from '../features/home/home-page';
import { FRAMEWORK_PATH, PLATFORMS } from '../content/implementation';

type Page = ComponentType | LazyExoticComponent<ComponentType>;

const PlatformRoute = lazy(() => import('../features/implementation/platform-pages'));

export const PAGES: Record<string, Page> = {
  '/': HomePage,
  '/about': lazy(() => import('../features/about/about-page')),
  '/training': lazy(() => import('../features/training/training-page')),
  '/training/individual': lazy(() => import('../features/training/individual-page')),
  '/training/corportate': lazy(() => import('../features/training/corporate-page')),
  '/training/interview': lazy(() => import('../features/training/interview-page')),
  '/solutions': lazy(() => import('../features/company/solutions-page')),
  '/solutions/sap-implementation': lazy(() => import('../features/company/sap-solution-page')),
  '/staffing': lazy(() => import('../features/company/staffing-page')),
  '/services': lazy(() => import('../features/company/services-page')),
  '/implementation': lazy(() => import('../features/implementation/implementation-page')),
  [FRAMEWORK_PATH]: lazy(() => import('../features/implementation/framework-page')),
  '/courses': lazy(() => import('../features/company/courses-page')),
  '/events': lazy(() => import('../features/company/events-page')),
  '/contact': lazy(() => import('../features/company/contact-page')),
  '/privacy-policy': lazy(() => import('../features/legal/privacy-page')),
  ...Object.fromEntries(PLATFORMS.map((p) => [p.path, () => <PlatformRoute slug={p.slug} />])),
};
