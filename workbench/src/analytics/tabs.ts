// What the overview mounts: the results and heat-map tabs, and the replay page (props {appId}).
export { ResultsTab } from './ResultsTab';
export { HeatmapsTab } from './HeatmapsTab';
export { ReplayPage } from './ReplayPage';
export { AnalyzeWorkspacePage } from './AnalyzeWorkspacePage';
