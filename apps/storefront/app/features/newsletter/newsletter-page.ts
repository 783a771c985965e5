// The newsletter page's view model: what opening the mailed confirmation link did.
export type ConfirmState = 'none' | 'confirmed' | 'failed';
