import { describeMachineModel } from '../../scripts/machines/describeModel';
import { routeScrollModel } from './models/routeScroll.model';

await describeMachineModel(routeScrollModel);
