// Imported first by server.ts: React and React Router pick development or production builds when
// they are loaded, so NODE_ENV must be settled before any of them is imported. This server only
// serves production builds, hence production unless told otherwise.
process.env.NODE_ENV ??= 'production';
