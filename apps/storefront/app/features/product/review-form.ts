// The review form's limits, shared by the form (HTML constraints) and the action's check
// (review-form.server.ts), as the Store API validates them (title ≥ 5, content ≥ 40 characters, 1–5 points).
export const REVIEW_LIMITS = { titleMin: 5, contentMin: 40, pointsMin: 1, pointsMax: 5 } as const;
