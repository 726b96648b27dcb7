// An async boundary first, so the federation runtime can settle the shared singletons before React loads.
import('./bootstrap');
