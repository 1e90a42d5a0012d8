import { matchRoutes } from 'react-router-dom';
import { routePatterns } from './routePaths';

const NO_SCREEN = '*';
const routes = [...Object.values(routePatterns), NO_SCREEN].map((path) => ({ path }));

/** The pattern of the route table that draws `pathname` (`/u/3` → `/u/:fid`), or `*` where no screen does: never the ids in it. */
export function routePatternOf(pathname: string): string {
  return matchRoutes(routes, pathname)?.[0]?.route.path ?? NO_SCREEN;
}
