import type { RouteContract } from './define-route';

/** Never set: only gives a ref the type of its route contract. */
declare const routeContract: unique symbol;

/**
 * What the browser needs of a route to call it: its method and path. The route's schemas stay out
 * of the bundle (they pull in zod); its types ride along as a phantom, so the web client still
 * types params, query, body and reply from the same contract.
 */
export interface RouteRef<R extends RouteContract = RouteContract> {
  readonly method: R['method'];
  readonly path: R['path'];
  readonly [routeContract]?: R;
}

/** A ref for every entry of a route table, by the same group and name. */
export type RouteRefs<Table> = {
  [G in keyof Table]: {
    [K in keyof Table[G]]: Table[G][K] extends RouteContract ? RouteRef<Table[G][K]> : never;
  };
};

/** The route contract a ref stands for; a union of refs gives the union of their contracts. */
export type RouteOf<Ref> = Ref extends RouteRef<infer R extends RouteContract> ? R : never;
