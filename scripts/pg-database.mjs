// Creates or drops a Postgres database on the server that SERVER_URL points at (CI uses it to give
// each run its own fresh database). Usage: node scripts/pg-database.mjs create|drop <name>
import pg from 'pg';

const [action, name] = process.argv.slice(2);
if (!['create', 'drop'].includes(action) || !/^[a-z_][a-z0-9_]{0,62}$/.test(name ?? '')) {
  console.error('usage: node scripts/pg-database.mjs create|drop <lower_case_name>');
  process.exit(2);
}
const client = new pg.Client({ connectionString: process.env.SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/test' });
await client.connect();
try {
  await client.query(action === 'create' ? `create database ${name}` : `drop database if exists ${name} with (force)`);
} finally {
  await client.end();
}
