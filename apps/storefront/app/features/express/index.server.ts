// features/express on the server only: the express buttons' action, the wallet's return and the review step (ADR 0047).
export { expressReturnLoader, expressReviewAction, expressStartAction, loadExpressReview } from './express.server.ts';
