// The yardstick: a bare Fastify answering one JSON route, on the same machine in the same run.
// Listens on 127.0.0.1 at the port in argv[2] and says "ready" once it does.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.argv[2]), host: '127.0.0.1' });
process.stdout.write('ready\n');
