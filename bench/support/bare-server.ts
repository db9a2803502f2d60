/** A bare Fastify route: the ceiling the API's numbers are compared against. */
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/bare', async () => ({ id: '00000000-0000-0000-0000-000000000000', email: 'bare@example.com', full_name: 'Bare Route' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.send?.('ready');
