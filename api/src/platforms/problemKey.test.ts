import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { problemKey, problemRefOf } from './problemKey';

/** Every link in `links` names the same problem: one key, one canonical link. */
function sameProblem(links: string[], key: string, link: string) {
  for (const text of links) {
    const ref = problemRefOf(text);
    assert.ok(ref, `${text} should be a problem link`);
    assert.equal(ref.key, key, text);
    assert.equal(ref.link, link, text);
  }
}

describe('problemRefOf', () => {
  it('LeetCode: description, solutions, trailing slash, leetcode.cn, a language path and query strings give one key', () => {
    sameProblem(
      [
        'https://leetcode.com/problems/two-sum',
        'https://leetcode.com/problems/two-sum/',
        'https://leetcode.com/problems/two-sum/description/',
        'https://leetcode.com/problems/two-sum/solutions/',
        'https://leetcode.com/problems/two-sum/solutions/12345/easy-python/',
        'https://leetcode.com/problems/Two-Sum/?envType=study-plan-v2&envId=top-interview-150',
        'https://leetcode.cn/problems/two-sum/description/',
        'https://leetcode.com/zh/problems/two-sum/',
        'https://www.leetcode.com/problems/two-sum/#comments',
        'leetcode.com/problems/two-sum',
        '  https://leetcode.com/problems/two-sum/  ',
      ],
      'leetcode:two-sum',
      'https://leetcode.com/problems/two-sum/',
    );
  });

  it('Codeforces: contest and problemset pages, m1. and any language query, a lower-case index give one key', () => {
    sameProblem(
      [
        'https://codeforces.com/contest/1234/problem/A',
        'https://codeforces.com/contest/1234/problem/a',
        'https://codeforces.com/problemset/problem/1234/A',
        'https://codeforces.com/problemset/problem/1234/A/',
        'https://m1.codeforces.com/contest/1234/problem/A',
        'https://codeforces.com/contest/1234/problem/A?locale=ru',
        'https://codeforces.ru/problemset/problem/1234/A',
        'http://codeforces.com/contest/1234/problem/A',
      ],
      'codeforces:1234/A',
      'https://codeforces.com/problemset/problem/1234/A',
    );
    sameProblem(['https://codeforces.com/contest/1779/problem/F1'], 'codeforces:1779/F1', 'https://codeforces.com/problemset/problem/1779/F1');
  });

  it('Codeforces gym problems keep a gym link', () => {
    sameProblem(['https://codeforces.com/gym/104114/problem/C'], 'codeforces:104114/C', 'https://codeforces.com/gym/104114/problem/C');
  });

  it('CodeChef: a contest page and the practice page of a code give one key, whatever its case', () => {
    sameProblem(
      [
        'https://www.codechef.com/problems/XYZ',
        'https://www.codechef.com/problems/xyz',
        'https://www.codechef.com/START150D/problems/XYZ',
        'https://codechef.com/problems/XYZ?tab=statement',
        'https://www.codechef.com/practice/course/arrays/ARRAYS/problems/XYZ',
      ],
      'codechef:XYZ',
      'https://www.codechef.com/problems/XYZ',
    );
  });

  it('GeeksforGeeks: practice. or www., /1 or /0 and a query give one key', () => {
    sameProblem(
      [
        'https://www.geeksforgeeks.org/problems/reverse-a-linked-list/1',
        'https://practice.geeksforgeeks.org/problems/reverse-a-linked-list/1',
        'https://www.geeksforgeeks.org/problems/reverse-a-linked-list/0',
        'https://www.geeksforgeeks.org/problems/reverse-a-linked-list/1?page=1&sortBy=submissions',
        'https://practice.geeksforgeeks.org/problems/Reverse-A-Linked-List/0/',
      ],
      'geeksforgeeks:reverse-a-linked-list',
      'https://www.geeksforgeeks.org/problems/reverse-a-linked-list/1',
    );
  });

  it('gives null for links that are not a problem page, other sites and junk', () => {
    for (const text of [
      '',
      '   ',
      'two-sum',
      'not a link at all',
      'ftp://leetcode.com/problems/two-sum/',
      'javascript:alert(1)',
      'https://leetcode.com/',
      'https://leetcode.com/problemset/',
      'https://leetcode.com/contest/weekly-contest-430/',
      'https://leetcode.com/problems/',
      'https://leetcode.com.evil.example/problems/two-sum/',
      'https://notleetcode.com/problems/two-sum/',
      'https://codeforces.com/contest/1234',
      'https://codeforces.com/contest/1234/problem/',
      'https://codeforces.com/contest/abc/problem/A',
      'https://codeforces.com/problemset/problem/1234/A1B',
      'https://codeforces.com/profile/tourist',
      'https://www.codechef.com/users/chef_dave',
      'https://www.codechef.com/START150D',
      'https://www.codechef.com/problems/bad-code!',
      'https://www.geeksforgeeks.org/reverse-a-linked-list/',
      'https://www.geeksforgeeks.org/user/grace_gfg/',
      'https://example.com/problems/two-sum/',
      `https://leetcode.com/problems/${'a'.repeat(2100)}`,
    ]) {
      assert.equal(problemRefOf(text), null, text);
    }
  });
});

describe('problemKey', () => {
  it('builds the keys problemRefOf gives from the platforms’ own identifiers', () => {
    assert.equal(problemKey.leetcode('Two-Sum'), problemRefOf('https://leetcode.com/problems/two-sum/')!.key);
    assert.equal(problemKey.codeforces(1234, 'a'), problemRefOf('https://codeforces.com/contest/1234/problem/A')!.key);
    assert.equal(problemKey.codechef('xyz'), problemRefOf('https://www.codechef.com/problems/XYZ')!.key);
    assert.equal(problemKey.geeksforgeeks('Reverse-A-Linked-List'), problemRefOf('https://www.geeksforgeeks.org/problems/reverse-a-linked-list/1')!.key);
  });
});
