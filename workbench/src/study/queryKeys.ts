// The study area's server state in the query cache.
export const studyKeys = {
  test: (appId: string) => ['study', 'test', appId] as const,
  app: (appId: string) => ['study', 'app', appId] as const,
  invitations: (appId: string) => ['study', 'invitations', appId] as const,
  comments: (appId: string) => ['study', 'comments', appId] as const,
  commentsByHash: (hash: string, appId: string) => ['study', 'comments', appId, hash] as const,
  team: (appId: string) => ['study', 'team', appId] as const,
};
