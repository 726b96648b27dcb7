import { sql, type Kysely } from 'kysely';

// Migrations take Kysely<unknown> and hold their own data: they must not depend on today's code.
const DIFFICULTIES = ['EASY', 'MEDIUM', 'HARD'];
const PLATFORMS = ['LeetCode', 'CodeChef', 'Codeforces', 'GeeksforGeeks'];
const inList = (values: string[]) => sql.join(values.map((value) => sql.lit(value)));

type Level = 'Beginner' | 'Intermediate' | 'Advanced' | 'Expert';
type SeedNode = [id: string, title: string, level: Level, description: string, resources: [name: string, link: string][], next: string[]];

const node = ([id, title, level, description, resources, next]: SeedNode) => ({
  id,
  title,
  level,
  description,
  resources: resources.map(([name, link]) => ({ name, link })),
  next,
});

/** The three built-in roadmaps, stored as ordinary rows an editor may change. */
const BUILT_IN_ROADMAPS: { slug: string; title: string; description: string; tags: string[]; nodes: SeedNode[] }[] = [
  {
    slug: 'competitive',
    title: 'Competitive Programming',
    description: 'From the first loop to rated contests: the topics, in order, with a good free resource for each.',
    tags: ['dsa', 'contests', 'c++', 'algorithms'],
    nodes: [
      [
        'cp-1',
        'Language Basics',
        'Beginner',
        'Learn one language well (C++ is the usual choice): I/O, loops, arrays, strings and functions.',
        [['learncpp.com', 'https://www.learncpp.com/']],
        ['cp-2'],
      ],
      [
        'cp-2',
        'Complexity and STL',
        'Beginner',
        'Big-O analysis and the standard containers and algorithms you will use in every problem.',
        [
          ['CP-Algorithms: Complexity', 'https://cp-algorithms.com/'],
          ['cppreference: containers', 'https://en.cppreference.com/w/cpp/container'],
        ],
        ['cp-3', 'cp-4'],
      ],
      [
        'cp-3',
        'Sorting and Binary Search',
        'Beginner',
        'Sorting, two pointers, prefix sums and binary search on the answer.',
        [['USACO Guide: Binary Search', 'https://usaco.guide/silver/binary-search']],
        ['cp-5'],
      ],
      [
        'cp-4',
        'Math Essentials',
        'Intermediate',
        'Modular arithmetic, primes and sieves, GCD, fast exponentiation and combinatorics.',
        [['CP-Algorithms: Algebra', 'https://cp-algorithms.com/algebra/binary-exp.html']],
        ['cp-5'],
      ],
      [
        'cp-5',
        'Greedy and Recursion',
        'Intermediate',
        'Exchange arguments, recursion, backtracking and complete search.',
        [['USACO Guide: Greedy', 'https://usaco.guide/bronze/intro-greedy']],
        ['cp-6', 'cp-7'],
      ],
      [
        'cp-6',
        'Dynamic Programming',
        'Intermediate',
        'States and transitions: knapsack, LIS, grid and interval DP, then bitmask DP.',
        [['AtCoder Educational DP Contest', 'https://atcoder.jp/contests/dp']],
        ['cp-8'],
      ],
      [
        'cp-7',
        'Graphs',
        'Advanced',
        'BFS, DFS, shortest paths, DSU, minimum spanning trees and topological order.',
        [['CP-Algorithms: Graphs', 'https://cp-algorithms.com/graph/breadth-first-search.html']],
        ['cp-8'],
      ],
      [
        'cp-8',
        'Range Queries',
        'Advanced',
        'Segment trees, Fenwick trees and sparse tables for fast range updates and queries.',
        [['CP-Algorithms: Segment Tree', 'https://cp-algorithms.com/data_structures/segment_tree.html']],
        ['cp-9'],
      ],
      [
        'cp-9',
        'Contest Practice',
        'Expert',
        'Take part in rated contests every week and up-solve what you could not finish.',
        [
          ['Codeforces Contests', 'https://codeforces.com/contests'],
          ['CodeChef Contests', 'https://www.codechef.com/contests'],
        ],
        [],
      ],
    ],
  },
  {
    slug: 'frontend',
    title: 'Frontend Development',
    description: 'Build accessible, fast web interfaces: the web platform first, then a framework and the tools around it.',
    tags: ['html', 'css', 'javascript', 'react', 'web'],
    nodes: [
      [
        'fe-1',
        'How the Web Works',
        'Beginner',
        'HTTP, DNS, browsers and what happens when you open a page.',
        [['MDN: How the Web works', 'https://developer.mozilla.org/en-US/docs/Learn/Getting_started_with_the_web/How_the_Web_works']],
        ['fe-2'],
      ],
      [
        'fe-2',
        'HTML',
        'Beginner',
        'Semantic markup, forms and document structure.',
        [['MDN: HTML basics', 'https://developer.mozilla.org/en-US/docs/Learn/HTML']],
        ['fe-3'],
      ],
      [
        'fe-3',
        'CSS',
        'Beginner',
        'The box model, selectors, cascade, Flexbox and Grid.',
        [
          ['MDN: CSS', 'https://developer.mozilla.org/en-US/docs/Learn/CSS'],
          ['CSS-Tricks: Flexbox guide', 'https://css-tricks.com/snippets/css/a-guide-to-flexbox/'],
        ],
        ['fe-4', 'fe-5'],
      ],
      [
        'fe-4',
        'Responsive Design',
        'Intermediate',
        'Media queries, fluid layouts and mobile-first thinking.',
        [['web.dev: Learn Responsive Design', 'https://web.dev/learn/design/']],
        ['fe-8'],
      ],
      [
        'fe-5',
        'JavaScript',
        'Beginner',
        'Values, functions, objects, arrays, modules and the event loop.',
        [['javascript.info', 'https://javascript.info/']],
        ['fe-6'],
      ],
      [
        'fe-6',
        'The DOM and Events',
        'Intermediate',
        'Reading and changing the page, handling events, fetch and async/await.',
        [['MDN: DOM', 'https://developer.mozilla.org/en-US/docs/Web/API/Document_Object_Model/Introduction']],
        ['fe-7'],
      ],
      [
        'fe-7',
        'Git and GitHub',
        'Beginner',
        'Commits, branches, pull requests and working with others.',
        [['Pro Git book', 'https://git-scm.com/book/en/v2']],
        ['fe-8'],
      ],
      [
        'fe-8',
        'TypeScript',
        'Intermediate',
        'Static types for JavaScript: interfaces, generics and narrowing.',
        [['TypeScript Handbook', 'https://www.typescriptlang.org/docs/handbook/intro.html']],
        ['fe-9'],
      ],
      ['fe-9', 'React', 'Intermediate', 'Components, props, state, effects and hooks.', [['react.dev: Learn', 'https://react.dev/learn']], ['fe-10', 'fe-11']],
      [
        'fe-10',
        'State and Data Fetching',
        'Advanced',
        'Lifting state, context, caching server data and forms.',
        [['react.dev: Managing State', 'https://react.dev/learn/managing-state']],
        ['fe-12'],
      ],
      [
        'fe-11',
        'Accessibility',
        'Advanced',
        'Keyboard use, ARIA, contrast and testing with a screen reader.',
        [['web.dev: Learn Accessibility', 'https://web.dev/learn/accessibility/']],
        ['fe-12'],
      ],
      [
        'fe-12',
        'Testing',
        'Advanced',
        'Unit tests with Jest and Testing Library, end-to-end tests with Playwright.',
        [
          ['Testing Library docs', 'https://testing-library.com/docs/'],
          ['Playwright docs', 'https://playwright.dev/docs/intro'],
        ],
        ['fe-13'],
      ],
      [
        'fe-13',
        'Performance and Deployment',
        'Expert',
        'Core Web Vitals, bundling, code splitting and shipping to a host.',
        [['web.dev: Learn Performance', 'https://web.dev/learn/performance/']],
        [],
      ],
    ],
  },
  {
    slug: 'backend',
    title: 'Backend Development',
    description: 'Design, build and run the server side: APIs, databases, security and operations.',
    tags: ['node', 'databases', 'apis', 'devops'],
    nodes: [
      [
        'be-1',
        'Internet and HTTP',
        'Beginner',
        'Requests and responses, status codes, headers and REST.',
        [['MDN: An overview of HTTP', 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Overview']],
        ['be-2'],
      ],
      [
        'be-2',
        'A Server Language',
        'Beginner',
        'Pick one (Node.js, Python, Go, Java) and learn its standard library.',
        [['Node.js Learn', 'https://nodejs.org/en/learn']],
        ['be-3'],
      ],
      [
        'be-3',
        'Linux and the Terminal',
        'Beginner',
        'Shell, processes, files, permissions and SSH.',
        [['The Linux Command Line', 'https://linuxcommand.org/tlcl.php']],
        ['be-4'],
      ],
      [
        'be-4',
        'Relational Databases',
        'Intermediate',
        'SQL, schema design, joins, indexes and transactions.',
        [['PostgreSQL Tutorial', 'https://www.postgresql.org/docs/current/tutorial.html']],
        ['be-5', 'be-6'],
      ],
      [
        'be-5',
        'Building APIs',
        'Intermediate',
        'Routing, validation, errors, pagination and OpenAPI.',
        [
          ['Fastify docs', 'https://fastify.dev/docs/latest/'],
          ['OpenAPI Specification', 'https://spec.openapis.org/oas/latest.html'],
        ],
        ['be-7'],
      ],
      [
        'be-6',
        'Caching',
        'Intermediate',
        'HTTP caching, in-memory stores and cache invalidation.',
        [['MDN: HTTP caching', 'https://developer.mozilla.org/en-US/docs/Web/HTTP/Caching']],
        ['be-9'],
      ],
      [
        'be-7',
        'Authentication and Security',
        'Advanced',
        'Password hashing, sessions and tokens, and the OWASP Top 10.',
        [
          ['OWASP Top 10', 'https://owasp.org/www-project-top-ten/'],
          ['OWASP Cheat Sheets', 'https://cheatsheetseries.owasp.org/'],
        ],
        ['be-8'],
      ],
      [
        'be-8',
        'Testing',
        'Advanced',
        'Unit, integration and contract tests against a real database.',
        [['Node.js test runner', 'https://nodejs.org/api/test.html']],
        ['be-9'],
      ],
      [
        'be-9',
        'Containers',
        'Advanced',
        'Images, containers and compose files for repeatable environments.',
        [['Docker: Get started', 'https://docs.docker.com/get-started/']],
        ['be-10'],
      ],
      [
        'be-10',
        'CI/CD',
        'Advanced',
        'Automated builds, tests and deployments on every change.',
        [['GitHub Actions docs', 'https://docs.github.com/en/actions']],
        ['be-11'],
      ],
      [
        'be-11',
        'Observability',
        'Expert',
        'Structured logs, metrics and traces to see what production is doing.',
        [['OpenTelemetry docs', 'https://opentelemetry.io/docs/']],
        ['be-12'],
      ],
      [
        'be-12',
        'System Design',
        'Expert',
        'Scaling, queues, replication and trade-offs between consistency and availability.',
        [['System Design Primer', 'https://github.com/donnemartin/system-design-primer']],
        [],
      ],
    ],
  },
];

// Searches run `search_text LIKE lower('%term%')`, which the trigram index serves; a stored lowercase copy
// makes the index's recheck a plain LIKE instead of a per-row ILIKE (several times cheaper on broad matches).
const searchText = sql`lower(title || ' ' || description)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  // Idempotent: 001 creates it too; kept so this migration stands on its own.
  await sql`create extension if not exists pg_trgm`.execute(db);

  await db.schema
    .createTable('practice_sets')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.generatedAlwaysAs(searchText).stored())
    .addColumn('platforms', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('total_questions', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_modified_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index practice_sets_created_idx on practice_sets (created_at desc, id desc)`.execute(db);
  await sql`create index practice_sets_search_idx on practice_sets using gin (search_text gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('practice_problems')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('set_id', 'uuid', (col) => col.notNull().references('practice_sets.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('link', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('difficulty', 'text', (col) => col.notNull().check(sql`difficulty in (${inList(DIFFICULTIES)})`))
    .addColumn('platform', 'text', (col) => col.notNull().check(sql`platform in (${inList(PLATFORMS)})`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index practice_problems_set_idx on practice_problems (set_id, created_at, id)`.execute(db);

  await db.schema
    .createTable('video_resources')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.generatedAlwaysAs(searchText).stored())
    .addColumn('total_videos', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_modified_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index video_resources_created_idx on video_resources (created_at desc, id desc)`.execute(db);
  await sql`create index video_resources_search_idx on video_resources using gin (search_text gin_trgm_ops)`.execute(db);

  await db.schema
    .createTable('videos')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('resource_id', 'uuid', (col) => col.notNull().references('video_resources.id').onDelete('cascade'))
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('link', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index videos_resource_idx on videos (resource_id, created_at, id)`.execute(db);

  await db.schema
    .createTable('roadmaps')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('slug', 'text', (col) => col.notNull().unique())
    .addColumn('title', 'text', (col) => col.notNull())
    .addColumn('description', 'text', (col) => col.notNull())
    .addColumn('search_text', 'text', (col) => col.generatedAlwaysAs(searchText).stored())
    .addColumn('tags', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('nodes', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('created_by', 'uuid', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('date_created', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index roadmaps_created_idx on roadmaps (date_created desc, id desc)`.execute(db);
  await sql`create index roadmaps_search_idx on roadmaps using gin (search_text gin_trgm_ops)`.execute(db);

  // Exact row counts of the two paged lists, kept by statement triggers, so an unfiltered page need not count 10,000 rows.
  await db.schema
    .createTable('learning_counts')
    .addColumn('name', 'text', (col) => col.primaryKey())
    .addColumn('total', 'bigint', (col) => col.notNull().defaultTo(0))
    .execute();
  await sql`insert into learning_counts (name) values ('practice_sets'), ('video_resources')`.execute(db);
  await sql`create function learning_counts_added() returns trigger language plpgsql as $$
    begin update learning_counts set total = total + (select count(*) from added_rows) where name = tg_table_name; return null; end $$`.execute(db);
  await sql`create function learning_counts_removed() returns trigger language plpgsql as $$
    begin update learning_counts set total = total - (select count(*) from removed_rows) where name = tg_table_name; return null; end $$`.execute(db);
  for (const table of ['practice_sets', 'video_resources']) {
    await sql`create trigger ${sql.raw(`${table}_counted_insert`)} after insert on ${sql.table(table)}
      referencing new table as added_rows for each statement execute function learning_counts_added()`.execute(db);
    await sql`create trigger ${sql.raw(`${table}_counted_delete`)} after delete on ${sql.table(table)}
      referencing old table as removed_rows for each statement execute function learning_counts_removed()`.execute(db);
  }

  for (const roadmap of BUILT_IN_ROADMAPS) {
    const nodes = JSON.stringify(roadmap.nodes.map(node));
    await sql`insert into roadmaps (slug, title, description, tags, nodes)
      values (${roadmap.slug}, ${roadmap.title}, ${roadmap.description}, ${sql.val(roadmap.tags)}::text[], ${nodes}::jsonb)`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('roadmaps').execute();
  await db.schema.dropTable('learning_counts').execute();
  await db.schema.dropTable('videos').execute();
  await db.schema.dropTable('video_resources').execute();
  await db.schema.dropTable('practice_problems').execute();
  await db.schema.dropTable('practice_sets').execute();
  await sql`drop function learning_counts_added, learning_counts_removed`.execute(db);
}
