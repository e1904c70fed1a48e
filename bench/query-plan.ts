// EXPLAIN ANALYZE of the query a section measures, recorded beside its figures: how long the database
// took and which indexes it read, in one line.
import type { Knex } from 'knex';
import type { Db } from '../db/knex';

export interface QueryPlan {
  executionMs: number;
  planningMs: number;
  /** The plan's nodes, outermost first, with their indexes. */
  nodes: string;
}

interface PlanNode {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  Alias?: string;
  Plans?: PlanNode[];
}

const round1 = (ms: number) => Math.round(ms * 10) / 10;

const describePlan = (node: PlanNode): string => {
  const on = node['Index Name'] ?? (node['Relation Name'] ? `${node['Relation Name']}${node.Alias && node.Alias !== node['Relation Name'] ? ` ${node.Alias}` : ''}` : '');
  const self = on ? `${node['Node Type']} ${on}` : node['Node Type'];
  return node.Plans?.length ? `${self} [${node.Plans.map(describePlan).join(', ')}]` : self;
};

/** Runs a query function's query under EXPLAIN ANALYZE, exactly as the app sends it. */
export async function explainQuery(db: Db, query: Promise<unknown>): Promise<QueryPlan> {
  // db/queries functions return their knex builder typed as the promise of its rows.
  const { sql, bindings } = (query as unknown as Knex.QueryBuilder).toSQL();
  const result = (await db.raw(`explain (analyze, format json) ${sql}`, bindings as Knex.RawBinding[])) as { rows: { 'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time': number; 'Planning Time': number }] }[] };
  const [plan] = result.rows[0]!['QUERY PLAN'];
  return { executionMs: round1(plan['Execution Time']), planningMs: round1(plan['Planning Time']), nodes: describePlan(plan.Plan) };
}
