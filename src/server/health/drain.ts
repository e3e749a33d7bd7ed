/**
 * The first part of a stop (decision 141): for a while the instance fails its health checks
 * but serves every other request as before, so that a proxy checking its health (Caddy's
 * `health_uri`) stops sending it requests before its port closes. A proxy that found the port
 * closed would have to send the request elsewhere, and Caddy 2.6 cannot do that for a request
 * with a body.
 */
export class Drain {
  private started = false;
  private finish: (() => void) | null = null;

  /** Whether the health checks now fail. */
  get draining(): boolean {
    return this.started;
  }

  /**
   * Fails the health checks from now on; resolves after `ms`, or sooner when `end()` is called.
   * The checks keep failing afterwards: the instance is on its way out.
   */
  run(ms: number): Promise<void> {
    this.started = true;
    return new Promise((resolve) => {
      const finish = () => {
        clearTimeout(timer);
        this.finish = null;
        resolve();
      };
      const timer = setTimeout(finish, ms);
      this.finish = finish;
    });
  }

  /** Cuts a running drain short (a second signal): the stop goes on at once. */
  end(): void {
    this.finish?.();
  }
}
