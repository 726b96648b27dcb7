// The standalone dev host's entry; the async boundary lets federation settle the shared singletons first.
import('./bootstrap');
