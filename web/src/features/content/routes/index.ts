// The content pages for the router, loaded on demand (this module is on the first page: it must
// import nothing else).
export const contentRoutes = {
  news: () => import('./news-page'),
  contents: () => import('./content-page'),
  cmsContent: () => import('./cms-content-page'),
  profileNewsList: () => import('./news-list-page'),
  releaseNotes: () => import('./release-notes-page'),
  releaseNotesApi: () => import('./release-notes-api-page'),
} as const;
