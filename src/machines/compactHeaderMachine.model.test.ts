import { describeMachineModel } from '../../scripts/machines/describeModel';
import { compactHeaderModel } from './models/compactHeader.model';

await describeMachineModel(compactHeaderModel);
