// The home feature: its page is in `./routes` (lazy loaders for the router).
export { homeRoutes } from './routes';
