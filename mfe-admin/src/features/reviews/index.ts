export { ReviewQueuePage } from './review-queue-page';
export { ReviewPage } from './review-page';
