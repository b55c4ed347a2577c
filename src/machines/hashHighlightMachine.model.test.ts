import { describeMachineModel } from '../../scripts/machines/describeModel';
import { hashHighlightModel } from './models/hashHighlight.model';

await describeMachineModel(hashHighlightModel);
