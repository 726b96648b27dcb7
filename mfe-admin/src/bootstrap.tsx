import { mountDevHost } from '@chapter/shared/dev';
import App from './App';

// The links come from the area's declaration (shared/src/areas/areas.json).
mountDevHost('mfe_admin', App);
