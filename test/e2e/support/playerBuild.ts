// The player as the API serves it (/player/).
import { ensureBuilt, frontEnd } from './frontEndBuild';

const player = frontEnd('pwa-player', 'sw.js', ['public']);
export const playerDist = player.dist;
export const ensurePlayerBuilt = () => ensureBuilt(player);
