/** The federation names of the remotes, defined once with the rest of the federation's constants. */
export { REMOTES, ROUTE_SHARED, type RemoteName } from '../../build/federation';
