import { mountDevHost } from '@chapter/shared/dev';
import App from './App';

mountDevHost('mfe-learning', App, ['/practice', '/resources', '/roadmaps', '/roadmaps/competitive']);
