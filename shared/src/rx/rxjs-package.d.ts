// The real RxJS under the name webpack gives it for the facade beside this file (build/webpack.cjs).
declare module '@chapter/rxjs-package' {
  export * from 'rxjs';
}
