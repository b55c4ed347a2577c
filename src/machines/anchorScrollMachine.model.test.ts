import { describeMachineModel } from '../../scripts/machines/describeModel';
import { anchorScrollModel } from './models/anchorScroll.model';

await describeMachineModel(anchorScrollModel);
