// What every app gets for `import … from 'rxjs'` (webpack aliases the request here, see
// build/webpack.cjs): the common part of RxJS, re-exported so webpack can drop the rest from the
// shared chunk (shared modules are never tree-shaken, their own imports are). Import operators from
// 'rxjs' too, never from 'rxjs/operators', or a second copy of RxJS's internals would load.
// Add a name here when an app needs one that is missing. '@chapter/rxjs-package' is the real package
// under a name the 'rxjs' alias does not catch (rxjs-package.d.ts types it).
export {
  Observable,
  Subject,
  BehaviorSubject,
  ReplaySubject,
  Subscription,
  EMPTY,
  NEVER,
  of,
  from,
  fromEvent,
  timer,
  interval,
  merge,
  combineLatest,
  firstValueFrom,
  lastValueFrom,
  isObservable,
  map,
  filter,
  tap,
  take,
  takeUntil,
  skip,
  startWith,
  scan,
  switchMap,
  mergeMap,
  debounceTime,
  distinctUntilChanged,
  catchError,
  finalize,
  share,
  shareReplay,
} from '@chapter/rxjs-package';
export type { Observer, OperatorFunction, MonoTypeOperatorFunction, Unsubscribable } from '@chapter/rxjs-package';
